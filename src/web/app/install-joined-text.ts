/**
 * Imported first by the app's entries (main.tsx, entry-server.tsx) and the web tests' setup:
 * adjacent texts are joined in every element created after it, including those that modules
 * create as they load (app/joined-text.ts).
 */
import { joinTextsOfElements } from './joined-text';

joinTextsOfElements();
