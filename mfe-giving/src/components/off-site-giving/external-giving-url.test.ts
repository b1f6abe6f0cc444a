import { externalGivingUrl } from './external-giving-url';

describe('externalGivingUrl (if_tra 0)', () => {
  it.each<[0 | 1, string, string]>([
    [0, 'https://missions.example.org/give', 'https://missions.example.org/give'],
    [0, '  http://missions.example.org/give  ', 'http://missions.example.org/give'],
  ])('if_tra %i with %j leaves for %s', (ifTra, link, expected) => {
    expect(externalGivingUrl({ if_tra: ifTra, project_link_url: link })?.href).toBe(expected);
  });

  it.each<[string, 0 | 1, string]>([
    ['if_tra 1 with a link', 1, 'https://missions.example.org/give'],
    ['an empty link', 0, ''],
    ['a blank link', 0, '   '],
    ['a javascript: link', 0, 'javascript:alert(1)'],
    ['a data: link', 0, 'data:text/html,<script>alert(1)</script>'],
    ['a relative link', 0, '/give'],
    ['a protocol-relative link', 0, '//evil.example/give'],
  ])('starts an order here for %s', (_name, ifTra, link) => {
    expect(externalGivingUrl({ if_tra: ifTra, project_link_url: link })).toBeNull();
  });
});
