// Where tests keep the data directories of the servers and scripts they start. In memory (/dev/shm) where the machine
// has it: the server writes, syncs and reads its files there as on a disk, without waiting for one. On this machine a
// copy of the browser tests' data template (1,156 files, 41 MB) took 1.1–1.7 s on the disk and 0.1 s there, and every
// server a test starts begins with one. Elsewhere, the system's temporary folder. The reliability suite keeps its data
// on the disk, where kill -9 and restarts are tried as production meets them.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';

export const scratchRoot = (): string => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());
