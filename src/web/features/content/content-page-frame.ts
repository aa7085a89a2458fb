import type { ContentPage } from '../../../domain/content-pages';

/**
 * What the content page frame shows: a content page's fields, or those of an app page made the
 * same way (shipping costs, presentations). Its own module because both the frame and its
 * breadcrumbs read it, and the frame imports the breadcrumbs.
 */
export type ContentPageFrame = Omit<ContentPage, 'kind'> & { description: string };
