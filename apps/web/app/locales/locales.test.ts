import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every user-visible string ships in en, vi and zh (the web app's namespaces here; the shared errors,
// e-mails and exports the server uses too): the three must have the same files, the same keys, and
// the same {{placeholders}} in each string.
const roots = [path.join(__dirname), path.join(__dirname, '../../../../packages/shared/src/locales')];

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value as Record<string, unknown>, name));
    else out[name] = String(value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

for (const root of roots) {
  const files = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
  describe(`locales in ${path.basename(path.dirname(root))}/${path.basename(root)}`, () => {
    it('has the same files in en, vi and zh', () => {
      expect(files.length).toBeGreaterThan(0);
      for (const lang of ['vi', 'zh']) {
        expect(fs.readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json')).sort(), lang).toEqual([...files].sort());
      }
    });
    for (const file of files) {
      const en = flatten(JSON.parse(fs.readFileSync(path.join(root, 'en', file), 'utf8')));
      for (const lang of ['vi', 'zh']) {
        it(`${lang}/${file} has the same keys and placeholders as en`, () => {
          const other = flatten(JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8')));
          expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
          for (const [key, text] of Object.entries(en)) {
            expect(placeholders(other[key]!), `${lang}/${file} ${key}`).toEqual(placeholders(text));
            expect(other[key], `${lang}/${file} ${key} is empty`).not.toBe('');
          }
        });
      }
    }
  });
}
