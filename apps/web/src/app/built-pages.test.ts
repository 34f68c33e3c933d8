import { describe, expect, it } from 'vitest';
import { settingsOffered } from '../features/admin/portal-fields';
import { BUILT_PAGES } from './route-pages';

// What is not built yet is absent (SPEC §2.1): /admin/portal offers no switch for a page the web
// app does not have, and offers each one once the page exists.
describe('the settings /admin/portal offers', () => {
  const offered = (built: ReadonlySet<string>) =>
    settingsOffered(built as never).flatMap((g) => g.settings.map((s) => s.text));

  it('leave out the switches of pages not built yet', () => {
    const names = offered(BUILT_PAGES);
    for (const notBuilt of [
      'EnableNarvarostatusView',
      'EnablePortalFeed',
      'EnableDocumentsView',
      'EnableDocumentsUpload',
      'EnableAdressandringView',
      'EnablePerUtbUpd',
      'EnablePerKontaktView',
      'EnableProjektlistaPrint',
    ])
      expect(names).not.toContain(notBuilt);
    expect(names).toEqual(
      expect.arrayContaining([
        'EnableTidrapportView',
        'EnableMeddelanden',
        'EnableBarnRegView',
        'EnableBemanningView',
        'PassbyteTyp',
        'EnableLonebeskedView',
        'EnableSaldonView',
      ]),
    );
  });

  it('offer a switch once its page exists', () => {
    expect(offered(new Set([...BUILT_PAGES, 'Documents']))).toEqual(
      expect.arrayContaining(['EnableDocumentsView', 'EnableDocumentsUpload']),
    );
  });
});
