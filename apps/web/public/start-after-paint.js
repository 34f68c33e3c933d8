/* global document, requestAnimationFrame */
// The start of a page the server painted (ADR 0024): the app's code is fetched and run only once
// the browser has shown the painted page. As the page's own script and `modulepreload` links, the
// entry and the page's files were requested, and run, as soon as the HTML was parsed: a slow phone
// saw nothing until they had come and run, and sending dozens of requests at once held its main
// thread for a long task (first paint, total blocking time). Here each file is asked for
// in a task of its own; then each is run in a task of its own, in the order the page names them
// (each after the files it imports), and the entry last: run at once, they were one long task.
// The entry is asked for with the files: asked for only when it was to run, it came a round trip
// after the rest. The script element names the entry (`data-entry`) and the page's files
// (`data-preload`).

const FILE = /^\/assets\/[\w.-]+\.js$/;

const script = document.querySelector('script[data-entry]');
const entry = script ? script.dataset.entry : '';
const files = ((script && script.dataset.preload) || '').split(' ').filter((file) => FILE.test(file));
const asks = FILE.test(entry) && !files.includes(entry) ? [...files, entry] : files;

// A message to itself is a task of its own with no timer's delay.
const channel = new MessageChannel();
const nextTask = () => channel.port2.postMessage(null);
let asked = 0;
let run = 0;
channel.port1.onmessage = () => {
  if (asked < asks.length) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = asks[asked++];
    document.head.append(link);
    nextTask();
  } else if (run < files.length) {
    // A file that fails is left to the entry's own import, which reports it.
    import(files[run++]).then(nextTask, nextTask);
  } else if (FILE.test(entry)) {
    channel.port1.close();
    void import(entry);
  }
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  nextTask();
};

// After the next frame has been painted; a tab in the background paints no frame, so a timer too.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
