import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from './translator.ts';
import { I18nProvider, Trans, useTranslation } from './use-translation.tsx';

const i18n = createTranslator('en', { auth: { agree: 'I accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>.', days: '{{days}} days' } });

function Agree() {
  const { t } = useTranslation('auth');
  return <Trans t={t} i18nKey="agree" components={{ terms: <a href="/terms-of-use" />, privacy: <a href="/privacy-policy" /> }} />;
}

describe('Trans', () => {
  it('puts the named elements around their translated words', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Agree />
      </I18nProvider>,
    );
    expect(html).toBe('I accept the <a href="/terms-of-use">terms</a> and the <a href="/privacy-policy">privacy policy</a>.');
  });

  it('escapes what it interpolates (React renders text, not HTML)', () => {
    function Days() {
      const { t } = useTranslation('auth');
      return <Trans t={t} i18nKey="days" values={{ days: '<b>7</b>' }} />;
    }
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Days />
      </I18nProvider>,
    );
    expect(html).toBe('&lt;b&gt;7&lt;/b&gt; days');
  });

  it('never turns a value into an element', () => {
    function Agree() {
      const { t } = useTranslation('auth');
      return <Trans t={t} i18nKey="days" values={{ days: '<terms>x</terms>' }} components={{ terms: <a href="/evil" /> }} />;
    }
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Agree />
      </I18nProvider>,
    );
    expect(html).not.toContain('href="/evil"');
  });
});
