// An application under a member's address on the staff applications list, with the English staff catalog.
import { describe, expect, it } from 'vitest';
import { adminCopy } from '../../src/i18n/admin';
import { recordComparisonSpecs } from '../support/applicationsRecord';

describe('an application that differs from the member record (English)', () => {
  it('is read with the English words', () => {
    expect(adminCopy.applications.colRecord).toBe('Member record');
  });
  recordComparisonSpecs();
});
