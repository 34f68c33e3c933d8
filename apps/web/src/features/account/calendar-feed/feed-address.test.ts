import { describe, expect, it, vi } from 'vitest';
import { copyOrSelect, svgDataUrl } from './feed-address';

const SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M1 1h7#"/></svg>\n';

describe('svgDataUrl', () => {
  it('is an SVG data URL that decodes back to the document', () => {
    const url = svgDataUrl(SVG);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(SVG.trim());
  });

  it('escapes what would end or break the URL: #, quotes, angle brackets, spaces, line breaks', () => {
    const body = svgDataUrl(SVG).slice('data:image/svg+xml;charset=utf-8,'.length);
    expect(body).not.toMatch(/[#"'<> \n]/);
  });

  it('keeps non-ASCII text intact', () => {
    const url = svgDataUrl('<svg><title>Schema för Per Åström</title></svg>');
    expect(decodeURIComponent(url.split(',')[1] ?? '')).toContain('Per Åström');
  });
});

describe('copyOrSelect', () => {
  const address = 'https://portal.example/api/kalender/abc';

  it('copies with the clipboard and selects nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const select = vi.fn();
    await expect(copyOrSelect(address, { writeText }, select)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(address);
    expect(select).not.toHaveBeenCalled();
  });

  it('selects the text when the clipboard refuses', async () => {
    const select = vi.fn();
    const writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    await expect(copyOrSelect(address, { writeText }, select)).resolves.toBe('selected');
    expect(select).toHaveBeenCalledOnce();
  });

  it('selects the text when there is no clipboard', async () => {
    const select = vi.fn();
    await expect(copyOrSelect(address, undefined, select)).resolves.toBe('selected');
    expect(select).toHaveBeenCalledOnce();
  });
});
