import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup characters into entities', () => {
    expect(escapeHtml(`<b>O'Neil & "Sons"</b>`)).toBe('&lt;b&gt;O&#39;Neil &amp; &quot;Sons&quot;&lt;/b&gt;');
  });
});
