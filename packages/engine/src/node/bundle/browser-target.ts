/** The browsers the client bundle is compiled for; also how a prebuilt entry's site data is printed. */
export const BROWSER_TARGET = ['es2022', 'chrome100', 'firefox100', 'safari15'];
