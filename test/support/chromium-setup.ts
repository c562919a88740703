/**
 * Vitest global setup: unpacks @sparticuz/chromium once, before any worker starts. The package
 * unpacks into a fixed path in the system's temporary folder and only checks that the path
 * exists, so two workers unpacking at once could each start a half-written browser.
 */
import sparticuz from '@sparticuz/chromium';

export default async function setup(): Promise<void> {
  await sparticuz.executablePath();
}
