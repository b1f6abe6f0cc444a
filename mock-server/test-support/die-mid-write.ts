// Loaded with `node --import` into a server under test (core/crash-durability.test.ts): the
// process kills itself in the middle of its Nth write into the data file's folder, after half the
// bytes are on disk. A crash then always lands inside a write, where a file written in place is
// torn, instead of only when a SIGKILL from outside happens to arrive there.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { dirname, resolve } from 'node:path';

const dataFile = process.env.DATA_FILE;
const dieOnWrite = Number(process.env.DIE_ON_WRITE);

if (dataFile && Number.isInteger(dieOnWrite) && dieOnWrite > 0) {
  const folder = dirname(resolve(dataFile));
  const inFolder = (path: fs.PathOrFileDescriptor): boolean =>
    typeof path === 'string' && resolve(path).startsWith(`${folder}/`);
  const openFiles = new Map<number, string>();
  let writes = 0;

  /** Counts a write into the folder; on the chosen one, writes half of it and dies. */
  const halfThenDie = (
    bytes: string | NodeJS.ArrayBufferView,
    writeHalf: (half: Buffer) => void,
  ) => {
    writes += 1;
    if (writes < dieOnWrite) return false;
    const whole =
      typeof bytes === 'string'
        ? Buffer.from(bytes)
        : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    writeHalf(whole.subarray(0, Math.floor(whole.length / 2)));
    process.kill(process.pid, 'SIGKILL');
    return true;
  };

  const { openSync, writeSync, writeFileSync } = fs;
  fs.openSync = ((path: fs.PathLike, ...rest: unknown[]) => {
    const fd = (openSync as (...args: unknown[]) => number)(path, ...rest);
    if (inFolder(String(path))) openFiles.set(fd, String(path));
    return fd;
  }) as typeof fs.openSync;
  fs.writeSync = ((fd: number, bytes: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (openFiles.has(fd) && halfThenDie(bytes, (half) => writeSync(fd, half))) return 0;
    return (writeSync as (...args: unknown[]) => number)(fd, bytes, ...rest);
  }) as typeof fs.writeSync;
  fs.writeFileSync = ((path: fs.PathOrFileDescriptor, bytes: string, ...rest: unknown[]) => {
    if (inFolder(path) && halfThenDie(bytes, (half) => writeFileSync(path, half))) return;
    (writeFileSync as (...args: unknown[]) => void)(path, bytes, ...rest);
  }) as typeof fs.writeFileSync;
  syncBuiltinESMExports();
}
