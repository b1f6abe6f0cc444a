// docs/deploying-a-remote.md: the mechanical part of releasing a remote. `npm run release:publish`
// copies a remote's build into its versioned folder, `npm run release:live` names the release
// config.json serves, `npm run release:list` shows what is published and live. RELEASES_DIR
// chooses the folder (mock-server's setting of the same name).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REMOTE_FOLDERS,
  ReleaseError,
  isRemoteName,
  listReleases,
  publishRelease,
  readLive,
  releasesDirOf,
  switchLive,
  type RemoteName,
} from '@eoffering/deploy/hosting/releases';

const repoRoot = join(__dirname, '..');

/** Each remote's app folder: its build is `<folder>/dist`, its version in `<folder>/package.json`. */
const APP_FOLDERS: Record<RemoteName, string> = {
  giving: 'mfe-giving',
  memberCenter: 'mfe-member-center',
};

const USAGE = `usage:
  npm run release:publish -- <remote> [version]   copy <remote>'s build into releases/<remote>/<version>
                                                  (version: the remote's package.json version)
  npm run release:live -- <remote> <version>      serve that release (a rollback is the same command)
  npm run release:list                            the published releases, * marks the live one
remotes: ${Object.keys(REMOTE_FOLDERS).join(', ')}`;

const remoteOf = (value: string | undefined): RemoteName => {
  if (value && isRemoteName(value)) return value;
  throw new ReleaseError(`name a remote: ${Object.keys(REMOTE_FOLDERS).join(' or ')}`);
};

const packageVersion = (remote: RemoteName): string =>
  (
    JSON.parse(readFileSync(join(repoRoot, APP_FOLDERS[remote], 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** Runs one command; returns what it prints. */
export const runReleaseCommand = (args: string[], env = process.env): string => {
  const dir = releasesDirOf(env);
  const [command, name, version] = args;
  switch (command) {
    case 'publish': {
      const remote = remoteOf(name);
      const release = version ?? packageVersion(remote);
      const target = publishRelease(
        dir,
        remote,
        release,
        join(repoRoot, APP_FOLDERS[remote], 'dist'),
      );
      return `published ${remote} ${release} in ${target}\nserve it: npm run release:live -- ${remote} ${release}`;
    }
    case 'live': {
      const remote = remoteOf(name);
      if (!version) throw new ReleaseError('name the version to serve');
      const before = readLive(dir)[remote];
      switchLive(dir, remote, version);
      return `${remote}: live ${version} (was ${before ?? 'the unversioned build'})`;
    }
    case 'list': {
      const live = readLive(dir);
      return (Object.keys(REMOTE_FOLDERS) as RemoteName[])
        .map((remote) => {
          const versions = listReleases(dir, remote).map((release) =>
            release === live[remote] ? `*${release}` : release,
          );
          return `${remote}: ${versions.length > 0 ? versions.join(' ') : '(none published)'}`;
        })
        .join('\n');
    }
    default:
      throw new ReleaseError(USAGE);
  }
};

if (require.main === module) {
  try {
    console.log(runReleaseCommand(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
