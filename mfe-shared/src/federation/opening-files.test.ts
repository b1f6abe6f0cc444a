import { openingPreloads, preloadLinkHeader, type OpeningPreload } from './opening-files';

const remotes = {
  giving: { name: 'giving', manifestUrl: '/eoffering/remotes/giving/2.4.0/mf-manifest.json' },
  memberCenter: {
    name: 'memberCenter',
    manifestUrl: 'https://mc.example.org/app/mf-manifest.json?v=7',
  },
};
const shell: OpeningPreload[] = [
  { href: '/eoffering/early.js', as: 'script' },
  { href: '/eoffering/config.json', as: 'fetch' },
];

describe('openingPreloads', () => {
  it.each<[string, OpeningPreload[]]>([
    [
      '/eoffering/',
      [
        ...shell,
        { href: '/eoffering/remotes/giving/2.4.0/first-screen.js', as: 'script' },
        { href: '/eoffering/remotes/giving/2.4.0/first-screen.css', as: 'style' },
      ],
    ],
    [
      '/eoffering',
      [
        ...shell,
        { href: '/eoffering/remotes/giving/2.4.0/first-screen.js', as: 'script' },
        { href: '/eoffering/remotes/giving/2.4.0/first-screen.css', as: 'style' },
      ],
    ],
    [
      '/eoffering/project_detail/3',
      [...shell, { href: '/eoffering/remotes/giving/2.4.0/mf-manifest.json', as: 'fetch' }],
    ],
    [
      '/eoffering/member_center/home',
      [...shell, { href: 'https://mc.example.org/app/mf-manifest.json?v=7', as: 'fetch' }],
    ],
    ['/eoffering/faq', shell],
    ['/eoffering/no/such/page', shell],
  ])('names for %s what its early script asks for first', (pathname, expected) => {
    expect(openingPreloads({ pathname, remotes, hasEarlyScript: true })).toEqual(expected);
  });

  it('leaves out the early script of a build without one, and first-screen files beside a remote manifest on another origin keep that origin', () => {
    expect(
      openingPreloads({
        pathname: '/eoffering/',
        remotes: {
          ...remotes,
          giving: { name: 'giving', manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json' },
        },
        hasEarlyScript: false,
      }),
    ).toEqual([
      { href: '/eoffering/config.json', as: 'fetch' },
      { href: 'http://127.0.0.1:3002/first-screen.js', as: 'script' },
      { href: 'http://127.0.0.1:3002/first-screen.css', as: 'style' },
    ]);
  });

  it('names the page’s own stylesheets after config.json, ahead of the remote’s files', () => {
    expect(
      openingPreloads({
        pathname: '/eoffering/faq',
        remotes,
        hasEarlyScript: true,
        stylesheets: ['/eoffering/65.02a1013e.css', '/eoffering/83.db575a75.css'],
      }),
    ).toEqual([
      ...shell,
      { href: '/eoffering/65.02a1013e.css', as: 'style' },
      { href: '/eoffering/83.db575a75.css', as: 'style' },
    ]);
  });

  it('names only the shell’s files when the remote has no manifest URL', () => {
    expect(
      openingPreloads({
        pathname: '/eoffering/',
        remotes: { ...remotes, giving: { name: 'giving', manifestUrl: '' } },
        hasEarlyScript: true,
      }),
    ).toEqual(shell);
  });
});

describe('preloadLinkHeader', () => {
  it('writes one preload per file, a fetch with the credentials of the page’s own fetch', () => {
    expect(
      preloadLinkHeader([
        { href: '/eoffering/early.js', as: 'script' },
        { href: '/eoffering/config.json', as: 'fetch' },
        { href: '/r/first-screen.css', as: 'style' },
      ]),
    ).toBe(
      '</eoffering/early.js>; rel=preload; as=script, ' +
        '</eoffering/config.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</r/first-screen.css>; rel=preload; as=style',
    );
  });
});
