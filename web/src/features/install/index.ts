export { INSTALL_BANNER_DELAY_MS, INSTALL_DISMISSED_KEY, InstallBanner } from './InstallBanner';
