import { readFileSync } from 'node:fs';
import { PURPOSES } from '@eoffering/shared/contract';
import { CONTRACT_DOC, renderContractDoc } from './contract-doc';

describe('docs/api-contract.md', () => {
  it('is the generated reference (run `npm run contract-doc`)', () => {
    expect(readFileSync(CONTRACT_DOC, 'utf8')).toBe(renderContractDoc());
  });

  it('documents every call with its path', () => {
    const doc = renderContractDoc();
    for (const purpose of PURPOSES) expect(doc).toContain(`### ${purpose}\n`);
    expect(doc).toContain('`POST /api/member/donor-info` · get (RC 501) · member');
  });
});
