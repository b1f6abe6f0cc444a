import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type {
  DonorInfo,
  PaymentType,
  Project,
  ProjectItem,
  Purpose,
  RuntimeConfig,
} from '@eoffering/shared/contract';

/** README.md: the demo accounts the README lists; both share one password. */
export const DEMO_ACCOUNTS = {
  /** 王小明: identity number on file. */
  wang: { name: '王小明', userid: '0912345678', password: 'Passw0rd!' },
  /** 陳美玲: no identity number on file (sid_status -1). */
  chen: { name: '陳美玲', userid: '0922333444', password: 'Passw0rd!' },
} as const;
export type DemoMember = keyof typeof DEMO_ACCOUNTS;

/** docs/api-contract.md: the password travels as its SHA-256. */
const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

interface Envelope<T> {
  RC: number;
  RM: string;
  Result: T;
}

/** `/eoffering/config.json`: every path a test calls comes from it, as in the apps. */
export const readConfig = async (request: APIRequestContext): Promise<RuntimeConfig> => {
  const response = await request.get('/eoffering/config.json');
  expect(response.ok(), 'config.json answers').toBe(true);
  return (await response.json()) as RuntimeConfig;
};

/** Signs a demo member in through `/signin` and returns the id_token (docs/api-contract.md). */
export const signInByApi = async (
  request: APIRequestContext,
  member: DemoMember,
): Promise<string> => {
  const config = await readConfig(request);
  const { userid, password } = DEMO_ACCOUNTS[member];
  const response = await request.post(config.auth.signin, {
    data: { userid, password: sha256Hex(password) },
  });
  expect(response.ok(), `sign-in of ${member} answers 2xx`).toBe(true);
  const { Result } = (await response.json()) as Envelope<string>;
  return Result;
};

/**
 * POSTs `body` to `url` (a path, or a whole address for a server of a journey's own), with a
 * bearer token for member calls; fails unless it answers 2xx, and returns its Result.
 */
export const postForResult = async <T>(
  request: APIRequestContext,
  url: string,
  body: object,
  token?: string,
): Promise<T> => {
  const response = await request.post(url, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${url} answers 2xx`).toBe(true);
  return ((await response.json()) as Envelope<T>).Result;
};

/** POSTs one call of the catalogue, with a bearer token for member calls; returns Result. */
const call = async <T>(
  request: APIRequestContext,
  purpose: Purpose,
  body: object,
  token?: string,
): Promise<T> => {
  const config = await readConfig(request);
  return postForResult<T>(request, `${config.apiBaseUrl}${config.api[purpose]}`, body, token);
};

/** A project whose 'start donating' starts an order here (if_tra 1; docs/screens/giving.md). */
export const givableProject = async (request: APIRequestContext): Promise<Project> => {
  const project = (await projectList(request)).find((candidate) => candidate.if_tra === 1);
  if (!project) throw new Error('the demo fixtures hold no project with if_tra 1');
  return project;
};

/** The project list as the home page receives it (the fixtures decide how many). */
export const projectList = async (request: APIRequestContext): Promise<Project[]> => {
  const config = await readConfig(request);
  return call<Project[]>(request, 'get_project_info_list', {
    url_rewrite_id: config.churchRewriteId,
  });
};

/** What the backend holds for a member (the personal-data page must show it). */
export const donorInfo = (request: APIRequestContext, token: string): Promise<DonorInfo> =>
  call<DonorInfo>(request, 'get_member_donor_info', {}, token);

/** The HTTP status `/auth/reauth` answers for a token (docs/api-contract.md: refresh). */
export const reauthStatus = async (request: APIRequestContext, token: string): Promise<number> => {
  const config = await readConfig(request);
  const response = await request.post(config.auth.reauth, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
};

/** A project's items and payment methods, as its order pages receive them (docs/api-contract.md). */
export const orderOptions = async (
  request: APIRequestContext,
  projectAid: number,
): Promise<{ items: ProjectItem[]; types: PaymentType[] }> => {
  const body = { project_aid: projectAid, if_ach: 0 };
  const [items, types] = await Promise.all([
    call<ProjectItem[]>(request, 'get_project_items', body),
    call<PaymentType[]>(request, 'get_offering_types', body),
  ]);
  return { items, types };
};
