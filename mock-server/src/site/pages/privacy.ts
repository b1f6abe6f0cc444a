import type { Settings } from '../../core/settings';
import { html } from '../html';
import { page } from '../layout';

export const privacyPage = (settings: Settings): string =>
  page(settings, {
    title: '隱私權政策 Privacy policy',
    body: html` <h1>隱私權政策 <span lang="en">Privacy policy</span></h1>
      <p>
        本會蒐集您的姓名、聯絡方式與身分證字號，僅用於奉獻紀錄、開立收據與法定申報，不作其他用途，亦不提供第三人。
      </p>
      <p>收據檔案以您的身分證字號或統一編號加密。您可隨時聯絡辦公室查詢、更正或刪除您的資料。</p>
      <p lang="en">
        We collect your name, contact details and identity number only to record your giving, issue
        receipts and meet legal reporting duties. We never share them with third parties. Receipt
        files are encrypted with your identity number or tax id. Contact the office to see, correct
        or delete your data.
      </p>
      <p>辦公室 Office: ${settings.office.phone}｜${settings.office.address['zh-TW']}</p>`,
  });
