import { firstValueFrom } from 'rxjs';
import { bus } from '../bus/event-bus';
import { setConfig } from '../config/config-store';
import type { Language } from '../i18n/languages';
import { initI18n, setLanguage } from '../i18n/i18n';
import { setPageNavigation } from '../navigation/page-navigation';
import { testConfig } from '../testing/test-config';
import { ApiError } from './api-error';
import { reportHttpFailure, resetHttpFailureState } from './http-failure';

// docs/decisions.md, backend texts in the page's language: the 400, 403 and 500 dialogs (and those
// of other statuses) show the server's text only as the catalogue has it in the page's language.

/** The alert a failure with `status` and the server text `server` shows on a page in `language`. */
const dialogOf = async (language: Language, status: number, server: string) => {
  await setLanguage(language);
  const shown = firstValueFrom(bus.on('ui/alert'));
  const reported = reportHttpFailure(
    new ApiError({ kind: 'http', status, rc: status, message: server }),
  );
  const alert = await shown;
  bus.emit({ type: 'ui/alert-closed', id: alert.id });
  await reported;
  return { title: alert.title, message: alert.message };
};

describe('the HTTP failure dialogs, in the page language', () => {
  beforeAll(async () => {
    setConfig(testConfig());
    await initI18n('zh-TW');
  });
  beforeEach(() => {
    resetHttpFailureState();
    setPageNavigation({ assign: jest.fn(), reload: jest.fn(), currentPath: () => '/' });
  });
  afterEach(() => setPageNavigation(null));

  it.each<[string, Language, number, string, { title: string; message: string }]>([
    // 400: 'Access Failed' titled '400 error', then the server text.
    [
      'a known text',
      'zh-TW',
      400,
      'setting data abnormal',
      { title: '400 錯誤', message: '存取失敗\n設定資料異常' },
    ],
    [
      'a known text',
      'en',
      400,
      '匿名奉獻',
      { title: '400 error', message: 'Access Failed\nAnonymous giving' },
    ],
    [
      'an unknown text',
      'zh-TW',
      400,
      'offering_aid: expected a number',
      { title: '400 錯誤', message: '存取失敗' },
    ],
    [
      'an unknown text',
      'en',
      400,
      'offering_aid: 必須是數字',
      { title: '400 error', message: 'Access Failed' },
    ],
    ['an empty text', 'en', 400, '', { title: '400 error', message: 'Access Failed' }],
    // 403: 'permission error' with the server text.
    ['a known text', 'zh-TW', 403, 'Permission denied', { title: '權限錯誤', message: '權限不足' }],
    [
      'a known text',
      'en',
      403,
      'Forbidden, please login again',
      { title: 'permission error', message: 'Forbidden, please login again' },
    ],
    [
      'an unknown text',
      'zh-TW',
      403,
      'card belongs to someone else',
      { title: '權限錯誤', message: '' },
    ],
    ['an unknown text', 'en', 403, '不是您的資料', { title: 'permission error', message: '' }],
    ['an empty text', 'zh-TW', 403, '  ', { title: '權限錯誤', message: '' }],
    // 500: 'System Error' titled '500 error', then the server text.
    [
      'a known text',
      'zh-TW',
      500,
      'Internal Server Error',
      { title: '500 錯誤', message: '系統錯誤\n伺服器內部錯誤' },
    ],
    [
      'a known text',
      'en',
      500,
      'Internal Server Error',
      { title: '500 error', message: 'System Error\nInternal Server Error' },
    ],
    ['an unknown text', 'zh-TW', 500, 'database down', { title: '500 錯誤', message: '系統錯誤' }],
    ['an unknown text', 'en', 500, '資料庫無回應', { title: '500 error', message: 'System Error' }],
    ['an empty text', 'zh-TW', 500, '', { title: '500 錯誤', message: '系統錯誤' }],
    // Other statuses: 'server error' with the server text.
    ['a known text', 'zh-TW', 404, 'no data', { title: '伺服器錯誤', message: '查無資料' }],
    ['a known text', 'en', 409, '查無資料', { title: 'server error', message: 'no data' }],
    ['an unknown text', 'en', 422, '金額錯誤', { title: 'server error', message: '' }],
  ])('%s in a %s page, HTTP %d "%s"', async (_case, language, status, server, dialog) => {
    await expect(dialogOf(language, status, server)).resolves.toEqual(dialog);
  });

  it('a known text with values keeps them in the page language', async () => {
    await expect(dialogOf('zh-TW', 400, 'at most 5 saved titles')).resolves.toEqual({
      title: '400 錯誤',
      message: '存取失敗\n最多只能儲存 5 個收據抬頭。',
    });
  });
});
