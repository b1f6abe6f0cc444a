import type { APIRequestContext } from '@playwright/test';
import type { PaymentType, ProjectItem, Purpose } from '@eoffering/shared/contract';
import { givableProject, postForResult, readConfig } from './backend';

/** What a giving journey gives to: a demo project, its first item and its payment methods. */
export interface DemoOrder {
  projectAid: number;
  item: ProjectItem;
  /** The payment methods of the project, by the call each one makes. */
  methods: Map<string, PaymentType>;
  config: Awaited<ReturnType<typeof readConfig>>;
}

/**
 * The demo project a donor can give to here, as the backend at `origin` (the suite's own server
 * when empty) lists its items and payment methods.
 */
export const demoOrder = async (request: APIRequestContext, origin = ''): Promise<DemoOrder> => {
  const config = await readConfig(request);
  const project = await givableProject(request);
  const body = { project_aid: project.project_aid, if_ach: 0 };
  const url = (purpose: Purpose) => `${origin}${config.apiBaseUrl}${config.api[purpose]}`;
  const [item] = await postForResult<ProjectItem[]>(request, url('get_project_items'), body);
  const types = await postForResult<PaymentType[]>(request, url('get_offering_types'), body);
  if (!item) throw new Error('the demo project has an item');
  return {
    projectAid: project.project_aid,
    item,
    methods: new Map(types.map((type) => [type.type_action, type])),
    config,
  };
};

/** The payment method of the demo order that makes the call `purpose`. */
export const paymentMethodOf = (order: DemoOrder, purpose: Purpose): PaymentType => {
  const found = order.methods.get(order.config.api[purpose]);
  if (!found) throw new Error(`the demo project offers ${purpose}`);
  return found;
};
