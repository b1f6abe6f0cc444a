import { screen, waitFor, within } from '@testing-library/react';
import { answerDialogs } from '@eoffering/shared/testing';
import { noticeSettings, scriptPersonalPage } from '../../testing/fixtures';
import { renderApp, resetApp } from '../../testing/render-app';

const PAGE = '/member_center/preferences';
let dialogs: ReturnType<typeof answerDialogs>;

beforeEach(() => {
  dialogs = answerDialogs(true);
});
afterEach(() => {
  dialogs.stop();
  resetApp();
});

const refusal = { body: { RC: 422, RM: 'Unprocessable Entity', Result: [{ msg: 'no' }] } };

const openPage = async (settings = noticeSettings) => {
  const harness = renderApp(PAGE, {
    signedIn: true,
    script: (api) => api.ok('get_notice_settings', settings),
  });
  const offering = await screen.findByRole('region', { name: 'Monthly giving reminder' });
  const expiry = screen.getByRole('region', { name: 'Card expiry reminder' });
  return {
    ...harness,
    offeringSwitch: within(offering).getByRole('switch', {
      name: 'Send me a monthly giving reminder',
    }),
    week: within(offering).getByRole('combobox', { name: 'Week of the month' }),
    expirySwitch: within(expiry).getByRole('switch', { name: 'Remind me before my card expires' }),
  };
};

describe('reminder settings page', () => {
  it('reads group 60 and shows the saved reminders', async () => {
    const { api, offeringSwitch, week, expirySwitch } = await openPage();
    expect(api.bodiesOf('get_notice_settings')).toEqual([{ page_website_group_aid: 60 }]);
    expect(offeringSwitch).toBeChecked();
    expect(week).toHaveValue('2');
    expect(
      within(week)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4']);
    expect(expirySwitch).toBeChecked();
  });

  it.each<[string, (c: Awaited<ReturnType<typeof openPage>>) => HTMLElement, object]>([
    [
      'turning the giving reminder off sends 0',
      (c) => c.offeringSwitch,
      {
        setting_aid: 1,
        setting_func: 'cfm_offering_notice',
        setting_values: '0',
      },
    ],
    [
      'turning the expiry reminder off sends 0',
      (c) => c.expirySwitch,
      {
        setting_aid: 2,
        setting_func: 'cfm_offering_ach_notice',
        setting_values: '0',
      },
    ],
  ])('saves at once: %s', async (_case, control, body) => {
    const page = await openPage();
    page.api.on('save_notice_setting', (request) => ({
      body: {
        RC: 201,
        RM: 'success',
        Result: { ...noticeSettings[0], ...(request.body as object), if_edit_func_online: 1 },
      },
    }));
    await page.user.click(control(page));
    await waitFor(() => expect(page.api.bodiesOf('save_notice_setting')).toEqual([body]));
    expect(await screen.findByText('updated')).toBeInTheDocument();
    expect(control(page)).not.toBeChecked();
  });

  it('saves a new week at once and shows the week the server keeps while the reminder is off', async () => {
    const page = await openPage();
    const answer = (values: string) =>
      page.api.ok('save_notice_setting', {
        ...noticeSettings[0]!,
        setting_values: values,
        last_week: 4,
      });
    answer('4');
    await page.user.selectOptions(page.week, 'Week 4');
    await waitFor(() => expect(page.week).toHaveValue('4'));
    answer('0');
    await page.user.click(page.offeringSwitch);
    await waitFor(() => expect(page.week).toBeDisabled());
    expect(page.week).toHaveValue('4');
    answer('4');
    await page.user.click(page.offeringSwitch);
    await waitFor(() => expect(page.week).toBeEnabled());
    expect(
      page.api
        .bodiesOf('save_notice_setting')
        .map((b) => (b as { setting_values: string }).setting_values),
    ).toEqual(['4', '0', '4']);
    expect(page.week).toHaveValue('4');
    expect(page.offeringSwitch).toHaveFocus();
  });

  it('opens an off reminder on the week kept and turns it on with that week', async () => {
    const page = await openPage([
      { ...noticeSettings[0]!, setting_values: '0', last_week: 3 },
      noticeSettings[1]!,
    ]);
    expect(page.offeringSwitch).not.toBeChecked();
    expect(page.week).toBeDisabled();
    expect(page.week).toHaveValue('3');
    page.api.ok('save_notice_setting', {
      ...noticeSettings[0]!,
      setting_values: '3',
      last_week: 3,
    });
    await page.user.click(page.offeringSwitch);
    await waitFor(() => expect(page.week).toBeEnabled());
    expect(page.api.bodiesOf('save_notice_setting')).toEqual([
      { setting_aid: 1, setting_func: 'cfm_offering_notice', setting_values: '3' },
    ]);
  });

  it('keeps focus on the switch while saving and after a refusal, and ignores input meanwhile', async () => {
    const page = await openPage();
    let answer: (reply: { body: object }) => void = () => undefined;
    page.api.on(
      'save_notice_setting',
      () => new Promise<{ body: object }>((resolve) => (answer = resolve)),
    );
    await page.user.click(page.expirySwitch);
    expect(page.expirySwitch).toHaveAttribute('aria-busy', 'true');
    expect(page.expirySwitch).toBeEnabled();
    expect(page.expirySwitch).toHaveFocus();
    await page.user.click(page.expirySwitch);
    expect(page.api.bodiesOf('save_notice_setting')).toHaveLength(1);
    answer(refusal);
    await waitFor(() =>
      expect(dialogs.alerts.map((a) => a.message)).toEqual(['setting data abnormal']),
    );
    expect(page.expirySwitch).toBeChecked();
    expect(page.expirySwitch).toHaveFocus();
  });

  it('says "setting data abnormal" on a refusal and puts the control back to the saved value', async () => {
    const page = await openPage();
    page.api.on('save_notice_setting', () => refusal);
    await page.user.selectOptions(page.week, 'Week 3');
    await waitFor(() =>
      expect(dialogs.alerts.map((a) => a.message)).toEqual(['setting data abnormal']),
    );
    expect(page.week).toHaveValue('2');
    expect(page.offeringSwitch).toBeChecked();
  });

  it('disables a setting that cannot be changed online', async () => {
    const page = await openPage([
      { ...noticeSettings[0]!, if_edit_func_online: 0 },
      noticeSettings[1]!,
    ]);
    expect(page.offeringSwitch).toBeDisabled();
    expect(page.week).toBeDisabled();
    expect(page.expirySwitch).toBeEnabled();
    expect(screen.getByText(/cannot be changed online/)).toBeInTheDocument();
  });

  it('on a refused read says so and returns to the member centre', async () => {
    renderApp(PAGE, {
      signedIn: true,
      script: (api) => scriptPersonalPage(api.on('get_notice_settings', () => refusal)),
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personal data'),
    );
    expect(dialogs.alerts.map((a) => a.message)).toEqual([
      'setting data abnormal, will return to member center',
    ]);
  });
});
