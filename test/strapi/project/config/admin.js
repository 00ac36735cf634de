// The contract uses the REST API and the preview's address alone: no admin panel is built or served. Strapi 5 runs with
// the admin configuration the repository ships (cms/strapi/config/admin.js, copied here as site-admin.js).
const fs = require('fs');
const path = require('path');

const shipped = path.join(__dirname, 'site-admin.js');

module.exports = (context) => ({
  ...(fs.existsSync(shipped)
    ? require(shipped)(context)
    : {
        auth: { secret: context.env('ADMIN_JWT_SECRET') },
        apiToken: { salt: context.env('API_TOKEN_SALT') },
        transfer: { token: { salt: context.env('TRANSFER_TOKEN_SALT') } },
      }),
  serveAdminPanel: false,
});
