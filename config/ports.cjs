// Every port the workspace uses, in one place (dev servers and the API).
module.exports = {
  api: 8080,
  shell: 3000,
  remotes: { landing: 3001, delivery: 3002, 'admin-users': 3003, hotspot: 3004, cms: 3005 },
};
