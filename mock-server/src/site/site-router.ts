import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import express from 'express';
import type { Router } from 'express';
import { z } from 'zod';
import { AUTH_SUCCESS_RC } from '@eoffering/shared/contract';
import { storedPassword } from '../auth/password-store';
import type { AppDeps } from '../core/app-deps';
import { issueToken } from '../core/auth';
import { conflict } from '../core/errors';
import { answerError, badRequest, describeIssues, sendEnvelope } from '../core/rpc';
import { html } from './html';
import { page } from './layout';
import { keepLanguage, say, sayText, siteLanguageOf } from './site-language';
import { EMBED_SCRIPT } from '../web/static-apps';

const PUBLIC_DIR = join(__dirname, '..', '..', 'public');

const registerRequest = z
  .object({
    member_name: z.string().trim().min(1).max(50),
    cell_phone: z.string().regex(/^09\d{8}$/, 'expected a mobile number 09xxxxxxxx'),
    email: z.email().max(100),
    password: z.string().regex(/^[0-9a-f]{64}$/, 'expected the SHA-256 hex of the password'),
  })
  .strict();

/**
 * Why the portal sent a member here (`?reason=`, docs/screens/shell.md): a session that ended by
 * itself is explained on the login page. Only these values are shown; anything else shows nothing.
 */
const SIGNED_OUT_REASONS: Record<string, { zh: string; en: string }> = {
  inactive: {
    zh: '由於 5 分鐘沒有操作，您已被登出。請重新登入。',
    en: 'You were signed out because there was no activity for 5 minutes. Please log in again.',
  },
  expired: {
    zh: '您的登入已逾時，請重新登入。',
    en: 'Your sign-in has expired. Please log in again.',
  },
};

const signedOutReasonOf = (query: unknown): { zh: string; en: string } | null =>
  typeof query === 'string' && Object.hasOwn(SIGNED_OUT_REASONS, query)
    ? (SIGNED_OUT_REASONS[query] ?? null)
    : null;

/**
 * The church main website's stand-in (docs/screens/shell.md: login, registration, privacy policy and profile
 * live there): server-rendered pages, one stylesheet, and small scripts for the forms.
 */
export const siteRouter = (deps: AppDeps): Router => {
  const { settings } = deps;
  const router = express.Router();
  const send = (res: express.Response, markup: string): void => {
    res.set('Cache-Control', 'no-cache').type('html').send(markup);
  };

  router.use('/site', express.static(join(PUBLIC_DIR, 'site'), { index: false, maxAge: '1h' }));
  router.use('/media', express.static(join(PUBLIC_DIR, 'media'), { index: false, maxAge: '1d' }));

  router.get('/', (_req, res) => {
    send(
      res,
      page(settings, {
        title: '首頁 Home',
        // The giving widget as any church website shows it: one script, one element (README).
        appScripts: [EMBED_SCRIPT],
        body: html` <section class="hero">
            <h1>歡迎來到${settings.churchName['zh-TW']}</h1>
            <p lang="en">Welcome to ${settings.churchName.en}.</p>
            <p>透過線上奉獻，您可以用信用卡、LINE Pay 或銀行轉帳奉獻，並查詢奉獻紀錄與下載收據。</p>
            <p lang="en">
              Give online by card, LINE Pay or bank transfer, and look up your giving and receipts.
            </p>
            <p><a class="button" href="/eoffering/">前往線上奉獻 Give online</a></p>
          </section>
          <eoffering-giving lang="zh-TW"></eoffering-giving>
          <section>
            <h2>會員 Members</h2>
            <p>登入後可使用定期定額奉獻、常用收據抬頭與信用卡、年度收據等功能。</p>
            <p>
              <a href="${settings.mainSite.login}">登入 Log in</a> ·
              <a href="${settings.mainSite.register}">註冊 Sign up</a>
            </p>
          </section>`,
      }),
    );
  });

  router.get(settings.mainSite.login, (req, res) => {
    const reason = signedOutReasonOf(req.query.reason);
    // The portal passes its language (docs/screens/shell.md): the page speaks it, and the login
    // sends the member back with it, so the portal stays in the language they chose.
    const language = siteLanguageOf(req);
    send(
      res,
      page(settings, {
        title: sayText(language, '登入', 'Log in'),
        language,
        scripts: ['site-auth.js', 'login.js'],
        body: html` <h1>${say(language, '會員登入', 'Log in')}</h1>
          ${
            reason
              ? html`<p id="signed-out-reason" class="notice" role="status">
                  ${say(language, reason.zh, reason.en)}
                </p>`
              : ''
          }
          <form
            id="login-form"
            class="form"
            novalidate
            data-signin="${settings.auth.signin}"
            data-lang="${language ?? ''}"
          >
            <label for="userid">${say(language, '手機或電子郵件', 'Phone or e-mail')}</label>
            <input id="userid" name="userid" autocomplete="username" required maxlength="100" />
            <label for="password">${say(language, '密碼', 'Password')}</label>
            <input
              id="password"
              name="password"
              type="password"
              autocomplete="current-password"
              required
            />
            <p id="login-error" class="error" role="alert"></p>
            <button type="submit">${say(language, '登入', 'Log in')}</button>
          </form>
          <p>
            <a href="${keepLanguage(settings.mainSite.passwordReset, language)}"
              >${say(language, '忘記密碼？', 'Forgot your password?')}</a
            >
          </p>
          <p>
            ${say(language, '示範帳號', 'Demo accounts')}: 0912345678 / member@example.org,
            0922333444 (Passw0rd!)
          </p>`,
      }),
    );
  });

  router.get(settings.mainSite.register, (_req, res) => {
    send(
      res,
      page(settings, {
        title: '註冊 Sign up',
        scripts: ['site-auth.js', 'register.js'],
        body: html` <h1>註冊會員 <span lang="en">Sign up</span></h1>
          <form id="register-form" class="form" novalidate data-register="/register">
            <label for="member_name">姓名 <span lang="en">Name</span></label>
            <input
              id="member_name"
              name="member_name"
              autocomplete="name"
              required
              maxlength="50"
            />
            <label for="cell_phone">手機 <span lang="en">Mobile phone</span></label>
            <input
              id="cell_phone"
              name="cell_phone"
              autocomplete="tel"
              inputmode="numeric"
              required
              pattern="09[0-9]{8}"
            />
            <label for="email">電子郵件 <span lang="en">E-mail</span></label>
            <input
              id="email"
              name="email"
              type="email"
              autocomplete="email"
              required
              maxlength="100"
            />
            <label for="new-password"
              >密碼（至少 8 個字元）<span lang="en">Password (8 characters or more)</span></label
            >
            <input
              id="new-password"
              name="password"
              type="password"
              autocomplete="new-password"
              required
              minlength="8"
            />
            <p id="register-error" class="error" role="alert"></p>
            <button type="submit">註冊 Sign up</button>
          </form>`,
      }),
    );
  });

  router.post('/register', (req, res) => {
    try {
      const parsed = registerRequest.safeParse(req.body ?? {});
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const body = parsed.data;
      const member = deps.store.update((data) => {
        const email = body.email.toLowerCase();
        if (
          data.members.some(
            (m) => m.cell_phone === body.cell_phone || m.email.toLowerCase() === email,
          )
        ) {
          throw conflict('this phone number or e-mail is already registered');
        }
        const record = {
          member_id: `m-${randomUUID()}`,
          member_name: body.member_name,
          cell_phone: body.cell_phone,
          email,
          password_hash: storedPassword(body.password),
          member_social_identity: '',
          vacc: {
            id_account: `95012${body.cell_phone.slice(1)}`,
            bank_name: '玉山銀行',
            bank_no: '808',
            bank_branch: '城東分行',
            bank_account_name: '財團法人台北恩典教會',
          },
        };
        data.members.push(record);
        return record;
      });
      sendEnvelope(res, 200, {
        RC: AUTH_SUCCESS_RC,
        RM: 'success',
        Result: issueToken(member, settings, deps.now()),
      });
    } catch (error) {
      answerError(res, error);
    }
  });

  router.get(settings.mainSite.privacy, (_req, res) => {
    send(
      res,
      page(settings, {
        title: '隱私權政策 Privacy policy',
        body: html` <h1>隱私權政策 <span lang="en">Privacy policy</span></h1>
          <p>
            本會蒐集您的姓名、聯絡方式與身分證字號，僅用於奉獻紀錄、開立收據與法定申報，不作其他用途，亦不提供第三人。
          </p>
          <p>
            收據檔案以您的身分證字號或統一編號加密。您可隨時聯絡辦公室查詢、更正或刪除您的資料。
          </p>
          <p lang="en">
            We collect your name, contact details and identity number only to record your giving,
            issue receipts and meet legal reporting duties. We never share them with third parties.
            Receipt files are encrypted with your identity number or tax id. Contact the office to
            see, correct or delete your data.
          </p>
          <p>辦公室 Office: ${settings.office.phone}｜${settings.office.address['zh-TW']}</p>`,
      }),
    );
  });

  // A member who forgot the password: the stand-in has no mail, so the office resets it.
  router.get(settings.mainSite.passwordReset, (_req, res) => {
    send(
      res,
      page(settings, {
        title: '重設密碼 Reset password',
        body: html` <h1>重設密碼 <span lang="en">Reset your password</span></h1>
          <p>
            請來電教會辦公室，核對身分後我們會為您重設密碼。<span lang="en"
              >Call the church office: once we have confirmed who you are, we reset your
              password.</span
            >
          </p>
          <p>辦公室電話 Office phone: ${settings.office.phone}</p>
          <p>
            <a href="${settings.mainSite.login}">返回登入 <span lang="en">Back to log in</span></a>
          </p>`,
      }),
    );
  });

  router.get(settings.mainSite.memberProfile, (_req, res) => {
    send(
      res,
      page(settings, {
        title: '會員資料 Profile',
        scripts: ['profile.js'],
        body: html` <h1>會員資料 <span lang="en">Member profile</span></h1>
          <div
            id="profile"
            data-config="/eoffering/config.json"
            data-login="${settings.mainSite.login}"
          >
            <p id="profile-status" role="status">讀取中… Loading…</p>
            <dl id="profile-fields" hidden>
              <dt>姓名 Name</dt>
              <dd data-field="member_name_mandarin"></dd>
              <dt>手機 Phone</dt>
              <dd data-field="cell_phone"></dd>
              <dt>電子郵件 E-mail</dt>
              <dd data-field="email"></dd>
              <dt>身分證字號 Identity number</dt>
              <dd data-field="member_social_identity"></dd>
            </dl>
          </div>
          <p>
            資料修改請洽教會辦公室。<span lang="en"
              >To change your details, contact the church office.</span
            >
          </p>
          <p><a href="/eoffering/member_center/home">前往會員中心 Member centre</a></p>`,
      }),
    );
  });

  return router;
};
