import { installFakeApi, renderWithProviders, type FakeApi } from '@eoffering/shared/testing';
import { screen, within } from '@testing-library/react';
import { bus, type BusEvent } from '@eoffering/shared';
import { aProject, thanksgiving, tithe } from '../../testing/fixtures';
import { ShareGivingLink } from './share-giving-link';

let api: FakeApi;
const origin = window.location.origin;
const project = aProject({ project_aid: 7, project_name: '一般奉獻' });
const items = [tithe, thanksgiving];

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => api.uninstall());

const renderShare = (language: 'en' | 'zh-TW' = 'en') =>
  renderWithProviders(<ShareGivingLink project={project} />, { config: null, language });

describe('share a giving link (express keypad prefilled, QR code)', () => {
  it('opens a dialog with the link of the first item, a copy button and its QR code', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare();

    await user.click(screen.getByRole('button', { name: 'Share' }));

    const dialog = screen.getByRole('dialog', { name: 'Share a giving link: 一般奉獻' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(`${origin}/eoffering/order/express/7?item=1`);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(
      await within(dialog).findByRole('img', { name: 'QR code of the giving link for 什一奉獻' }),
    ).toBeVisible();
    expect(api.bodiesOf('get_project_items')).toEqual([{ project_aid: 7, if_ach: 0 }]);
  });

  it('puts the chosen item and amount in the link', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Item' }), '感恩奉獻');
    await user.type(screen.getByRole('textbox', { name: 'Amount (optional)' }), '1000');

    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${origin}/eoffering/order/express/7?item=2&amount=1000`,
    );
    expect(
      await screen.findByRole('img', { name: 'QR code of the giving link for 感恩奉獻' }),
    ).toBeVisible();
  });

  it.each(['1,500', '１５００', '１，５００'])(
    'puts an amount typed as %j in the link as the number it is, and shows it plain',
    async (typed) => {
      api.ok('get_project_items', items);
      const { user } = renderShare();
      await user.click(screen.getByRole('button', { name: 'Share' }));
      const amount = await screen.findByRole('textbox', { name: 'Amount (optional)' });

      await user.type(amount, typed);
      expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(
        `${origin}/eoffering/order/express/7?item=1&amount=1500`,
      );
      await user.tab();
      expect(amount).toHaveValue('1500');
    },
  );

  it('says an amount outside the item’s limits and makes no link of it', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await user.type(await screen.findByRole('textbox', { name: 'Amount (optional)' }), '9000');

    expect(screen.getByRole('alert')).toHaveTextContent('Maximum amount: NT$ 5,000');
    expect(screen.queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks for the items only when the dialog opens, and closes', async () => {
    const { user } = renderShare();
    expect(api.requests).toHaveLength(0);

    api.ok('get_project_items', items);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('textbox', { name: 'Link' });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]!);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    api.ok('get_project_items', items);
    const { user } = renderShare('zh-TW');
    await user.click(screen.getByRole('button', { name: '分享' }));

    expect(await screen.findByRole('textbox', { name: '連結' })).toBeVisible();
    expect(screen.getByRole('button', { name: '複製連結' })).toBeVisible();
  });

  describe('copy, save the QR code, share sheet', () => {
    const openDialog = async () => {
      api.ok('get_project_items', items);
      const rendered = renderShare();
      await rendered.user.click(screen.getByRole('button', { name: 'Share' }));
      const dialog = screen.getByRole('dialog', { name: 'Share a giving link: 一般奉獻' });
      await within(dialog).findByRole('img', { name: 'QR code of the giving link for 什一奉獻' });
      return { ...rendered, dialog };
    };
    const toasts: BusEvent[] = [];
    const subscription = bus.on('ui/toast').subscribe((event) => toasts.push(event));
    afterAll(() => subscription.unsubscribe());
    beforeEach(() => toasts.splice(0));
    afterEach(() => {
      jest.restoreAllMocks();
      Reflect.deleteProperty(navigator, 'share');
    });

    it('says "copied" beside the copy button, where no toast covers the dialog buttons', async () => {
      const { user, dialog } = await openDialog();
      const writeText = jest.fn(async () => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(`${origin}/eoffering/order/express/7?item=1`);
      expect(within(dialog).getByRole('status')).toHaveTextContent('copied');
      expect(toasts).toEqual([]);
    });

    it('saves the QR code as a PNG named for the project, item and amount', async () => {
      const painted: number[][] = [];
      const context = {
        fillStyle: '',
        fillRect: (...rect: number[]) => painted.push(rect),
      };
      jest
        .spyOn(HTMLCanvasElement.prototype, 'getContext')
        .mockReturnValue(context as unknown as CanvasRenderingContext2D);
      const png = new Blob(['png'], { type: 'image/png' });
      jest
        .spyOn(HTMLCanvasElement.prototype, 'toBlob')
        .mockImplementation((callback: BlobCallback) => callback(png));
      const saved: { name: string; blob: Blob | undefined }[] = [];
      const blobs = new Map<string, Blob>();
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          blobs.set('blob:qr', blob);
          return 'blob:qr';
        },
        revokeObjectURL: () => undefined,
      });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, blob: blobs.get(this.href) });
      });

      const { user, dialog } = await openDialog();
      await user.type(within(dialog).getByRole('textbox', { name: 'Amount (optional)' }), '500');
      await user.click(within(dialog).getByRole('button', { name: 'Save QR code as image' }));

      expect(saved).toEqual([{ name: 'giving-qr-7-1-500.png', blob: png }]);
      // White ground first, then one 12 px square per dark module.
      expect(painted[0]).toEqual([0, 0, expect.any(Number), expect.any(Number)]);
      expect(painted.length).toBeGreaterThan(100);
      expect(painted.slice(1).every(([, , width, height]) => width === 12 && height === 12)).toBe(
        true,
      );
    });

    it('offers no share sheet where the browser has none', async () => {
      const { dialog } = await openDialog();
      expect(within(dialog).queryByRole('button', { name: 'Share link…' })).not.toBeInTheDocument();
    });

    it.each<[string, Error | null, number]>([
      ['shared', null, 0],
      ['closed by the donor', new DOMException('closed', 'AbortError'), 0],
      ['refused by the browser', new DOMException('no', 'NotAllowedError'), 1],
    ])('hands the link to the phone share sheet: %s', async (_case, failure, failureToasts) => {
      const share = jest.fn(async () => {
        if (failure) throw failure;
      });
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Share link…' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Give to 一般奉獻',
        url: `${origin}/eoffering/order/express/7?item=1`,
      });
      expect(toasts).toHaveLength(failureToasts);
      if (failureToasts) {
        expect(toasts[0]).toMatchObject({
          tone: 'error',
          message: 'The link could not be shared. Copy it instead.',
        });
      }
    });
  });
});
