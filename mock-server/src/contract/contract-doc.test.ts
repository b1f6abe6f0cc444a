import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PURPOSES } from '@eoffering/shared/contract';
import { renderContractDoc } from './contract-doc';

describe('docs/api-contract.md', () => {
  it('is the generated reference (run `npm run contract-doc -w @eoffering/mock-server`)', () => {
    const committed = readFileSync(
      join(__dirname, '..', '..', '..', 'docs', 'api-contract.md'),
      'utf8',
    );
    expect(committed).toBe(renderContractDoc());
  });

  it('documents every call with its path', () => {
    const doc = renderContractDoc();
    for (const purpose of PURPOSES) expect(doc).toContain(`### ${purpose}\n`);
    expect(doc).toContain('`POST /api/member/donor-info` · get (RC 501) · member');
  });
});
