// eslint-disable-next-line @typescript-eslint/no-require-imports
const deployment = require('./deployment.cjs') as {
  ports: Record<'shell' | 'student' | 'owner' | 'legal' | 'api', number>;
  DATA_DIR: string;
  DEPLOY_ROOT: string;
  SITE: string;
  siteEnv: () => NodeJS.ProcessEnv;
};

export const { DATA_DIR, DEPLOY_ROOT, SITE } = deployment;
export const siteEnv: NodeJS.ProcessEnv = deployment.siteEnv();
