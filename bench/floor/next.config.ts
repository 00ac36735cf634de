import type { NextConfig } from 'next';

// Next looks for its config upward from the app: without this one the floor would be built with the site's.
const config: NextConfig = {};

export default config;
