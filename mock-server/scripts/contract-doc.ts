import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderContractDoc } from '../src/contract/contract-doc';

// Writes docs/api-contract.md at the repository root; src/contract/contract-doc.test.ts checks it.
const target = join(__dirname, '..', '..', 'docs', 'api-contract.md');
mkdirSync(join(target, '..'), { recursive: true });
writeFileSync(target, renderContractDoc());
console.log(`Wrote ${target}`);
