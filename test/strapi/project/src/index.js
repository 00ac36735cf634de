'use strict';

const fs = require('fs');
const path = require('path');

/**
 * On start, the German locale beside the default English one; then, in an empty database, a read-only API token (the
 * site's, as the README has editors create it), a full-access one (to write the test content through the REST API) and
 * an editor of the admin, written to `.tmp/tokens.json` for the contract tests.
 */
const editor = { email: 'editor@contract.example', password: 'Contract-Editor-2026' };

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const locales = strapi.plugin('i18n').service('locales');
    if (!(await locales.findByCode('de'))) await locales.create({ code: 'de', name: 'German (de)' });
    const tokens = strapi.service('admin::api-token');
    const create = async (name, type) => (await tokens.create({ name, description: name, type, lifespan: null })).accessKey;
    const file = path.join(__dirname, '..', '.tmp', 'tokens.json');
    if (fs.existsSync(file)) return;
    const written = { readOnly: await create('site', 'read-only'), fullAccess: await create('contract seed', 'full-access') };
    // An editor, who asks the admin for a post's preview address.
    const superAdmin = await strapi.service('admin::role').getSuperAdmin();
    await strapi.service('admin::user').create({ ...editor, firstname: 'Contract', lastname: 'Editor', isActive: true, roles: [superAdmin.id] });
    fs.writeFileSync(file, JSON.stringify({ ...written, editor }));
  },
};
