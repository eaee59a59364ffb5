// Web unit tests: components rendered outside the app's provider read the English catalogue.
import { buildCatalogue } from '../i18n-catalogues.ts';
import { setDefaultDictionaries } from './lib/i18n/index.ts';

setDefaultDictionaries([buildCatalogue(process.env.WF_WEB_SRC!, 'en')]);
