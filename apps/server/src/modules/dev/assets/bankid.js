// The development page of the BankID simulator (served only when the simulator is on).
const headers = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
const tbody = document.getElementById('orders');
const persnr = document.getElementById('persnr');

async function act(orderRef, body) {
  const res = await fetch(`/api/dev/bankid/orders/${orderRef}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!res.ok) alert(`Gick inte: ${res.status}`);
  await refresh();
}

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

function button(label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

async function refresh() {
  const res = await fetch('/api/dev/bankid/orders', { headers });
  const orders = res.ok ? await res.json() : [];
  tbody.replaceChildren();
  if (orders.length === 0) {
    const tr = document.createElement('tr');
    const td = cell('Inga väntande beställningar.');
    td.colSpan = 5;
    tr.append(td);
    tbody.append(tr);
    return;
  }
  for (const o of orders) {
    const tr = document.createElement('tr');
    const actions = document.createElement('td');
    actions.append(
      button('Öppna appen', () => act(o.OrderRef, { Action: 'open' })),
      button('Legitimera', () => act(o.OrderRef, { Action: 'identify', PersNr: o.PersNr || persnr.value })),
      button('Avbryt', () => act(o.OrderRef, { Action: 'cancel' })),
    );
    tr.append(cell(o.OrderRef.slice(0, 8)), cell(o.Kind), cell(o.PersNr || '–'), cell(o.HintCode), actions);
    tbody.append(tr);
  }
}

void refresh();
setInterval(refresh, 2000);
