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
    var lang = (localStorage.getItem('i18nextLng') || navigator.language || 'en')
      .slice(0, 2)
      .toLowerCase();
    if (lang === 'ar' || lang === 'ru' || lang === 'en') root.lang = lang;
    root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  } catch {
    // Storage may be blocked; the app applies the defaults itself.
  }
})();
