import type { Purpose } from '../contract/catalogue';
import { installFakeApi, type FakeApi } from '../testing/fake-api';
import { downloadFile, fileNameFromDisposition } from './download-file';
import { DOWNLOAD_CLEANUP_MS } from './save-file';

const download = downloadFile as (p: Purpose, b: unknown) => Promise<string>;

describe('downloadFile', () => {
  let api: FakeApi;
  const createObjectURL = jest.fn((blob: Blob) => `blob:${blob.type}`);
  const revokeObjectURL = jest.fn();
  const clicks: HTMLAnchorElement[] = [];

  beforeAll(() => {
    // jsdom has no object URLs; these stand in for the browser's.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
  });

  beforeEach(() => {
    api = installFakeApi();
    clicks.length = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    jest.useFakeTimers();
  });
  afterEach(() => {
    api.uninstall();
    jest.useRealTimers();
  });

  it('saves an octet-stream answer as a PDF under the server name and frees the URL after 1 s', async () => {
    api.file('print_single_receipt', '%PDF-1.7', '教會_奉獻收據_20240105.pdf');
    await expect(
      download('print_single_receipt', { offering_aid: 9, donor_sid: '' }),
    ).resolves.toBe('教會_奉獻收據_20240105.pdf');
    expect(api.bodiesOf('print_single_receipt')).toEqual([{ offering_aid: 9, donor_sid: '' }]);
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('教會_奉獻收據_20240105.pdf');
    expect(clicks[0]?.href).toBe('blob:application/pdf');
    jest.advanceTimersByTime(DOWNLOAD_CLEANUP_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:application/pdf');
  });

  it('refuses an answer that is not octet-stream, with the server message', async () => {
    api.on('reprint_receipt', () => ({
      body: new Blob([JSON.stringify({ RC: 422, RM: 'x', Result: [{ msg: 'not printable' }] })]),
      headers: { 'content-type': 'application/json' },
    }));
    await expect(download('reprint_receipt', { tra_receipt_aid: 3 })).rejects.toMatchObject({
      kind: 'not-a-file',
      rc: 422,
      message: 'not printable',
    });
    expect(clicks).toHaveLength(0);
  });
});

describe('fileNameFromDisposition', () => {
  it.each<[unknown, string | null]>([
    ["attachment; filename*=UTF-8''%E6%94%B6%E6%93%9A.pdf", '收據.pdf'],
    ['attachment; filename="receipt 2024.pdf"', 'receipt 2024.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="ascii.pdf"; filename*=UTF-8\'\'%E4%B8%AD.pdf', '中.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', null],
    [undefined, null],
  ])('%j gives %j', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
