// Runs before the app bundle: paint in the right theme and direction from the first frame.
(function () {
  try {
    var root = document.documentElement;
    var theme = localStorage.getItem('theme');
    var dark =
      theme === 'dark' ||
      (theme !== 'light' &&
        window.matchMedia &&
        window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) root.classList.add('dark');
    // The same choice as the app's pickLanguage: the stored language, else the first supported
    // browser language, else English.
    var supported = ['en', 'ar', 'ru'];
    var base = function (tag) {
      return String(tag || '')
        .toLowerCase()
        .split('-')[0];
    };
    var lang = base(localStorage.getItem('i18nextLng'));
    if (supported.indexOf(lang) < 0) {
      var browser =
        navigator.languages && navigator.languages.length
          ? navigator.languages
          : [navigator.language];
      lang = 'en';
      for (var i = 0; i < browser.length; i++) {
        if (supported.indexOf(base(browser[i])) >= 0) {
          lang = base(browser[i]);
          break;
        }
      }
    }
    root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
    // A prerendered page holds English HTML for one path (scripts/prerender.mjs). When the app
    // will render something else (another language, a query, or this HTML served for another
    // route, e.g. by the offline service worker), hide it until the app replaces it (main.tsx).
    var prerendered = root.getAttribute('data-prerendered');
    if (
      prerendered !== null &&
      (prerendered !== location.pathname || location.search !== '' || lang !== 'en')
    ) {
      root.classList.add('prerender-hidden');
    }
  } catch {
    // Storage may be blocked; the app applies the defaults itself.
  }
})();
