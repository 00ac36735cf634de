// The German path of the form result page (`/de/formular/<id>`); redirects keep each language on its own path.
export { default, generateMetadata } from '../../form/[id]/page';

export const dynamic = 'force-dynamic';
