/*
 * Parasol's embeddable quote widget (docs/funnel-pages.md). Usage:
 *   <script src="https://parasol.example/widget.js" data-ref="acme-spring24"
 *           data-intent="forTourism" data-residence="FR" data-lang="fr" async></script>
 * It reads its own script tag and nothing else of the host page, inserts one iframe served by
 * Parasol right after the tag, and sizes it. The quote form lives in the frame: the host page's
 * CSS and globals cannot reach it, and it defines no global and adds no style to the host.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || !script.src || !script.parentNode) return;
  var origin = new URL(script.src).origin;
  var data = script.dataset;
  var src = new URL('/widget/frame', origin);
  var names = ['ref', 'intent', 'residence', 'lang', 'height'];
  for (var i = 0; i < names.length; i++) {
    // Copied as they are: the frame checks them and says what it ignored.
    if (data[names[i]] !== undefined) src.searchParams.set(names[i], data[names[i]]);
  }
  // data-height fixes the frame's height (200 to 2000 CSS pixels); otherwise the frame fits its content.
  var fixed = /^[0-9]{3,4}$/.test(data.height || '') && +data.height >= 200 && +data.height <= 2000 ? +data.height : 0;
  var frame = document.createElement('iframe');
  frame.src = src.href;
  // The frame's accessible name in the language asked for: the catalogues' widget.title (a test holds them equal).
  var titles = {
    bg: "Оферта за пътническа застраховка",
    cs: "Nabídka cestovního pojištění",
    da: "Tilbud på rejseforsikring",
    de: "Angebot für eine Reiseversicherung",
    el: "Προσφορά ταξιδιωτικής ασφάλισης",
    en: "Travel insurance quote",
    es: "Presupuesto de seguro de viaje",
    et: "Reisikindlustuse pakkumine",
    fi: "Matkavakuutustarjous",
    fr: "Devis d'assurance voyage",
    hr: "Ponuda putnog osiguranja",
    hu: "Utasbiztosítási ajánlat",
    is: "Verðtilboð í ferðatryggingu",
    it: "Preventivo assicurazione viaggio",
    lt: "Kelionių draudimo pasiūlymas",
    lv: "Ceļojumu apdrošināšanas piedāvājums",
    mt: "Kwotazzjoni għall-assigurazzjoni tal-ivvjaġġar",
    nl: "Offerte reisverzekering",
    no: "Tilbud på reiseforsikring",
    pl: "Wycena ubezpieczenia podróżnego",
    pt: "Cotação de seguro de viagem",
    ro: "Ofertă de asigurare de călătorie",
    sk: "Ponuka cestovného poistenia",
    sl: "Ponudba potovalnega zavarovanja",
    sv: "Offert på reseförsäkring",
    tr: "Seyahat sigortası teklifi"
  };
  frame.title = titles.hasOwnProperty(data.lang) ? titles[data.lang] : titles.en;
  // The frame may post its forms and open the funnel in a new tab; it may not navigate the host page.
  frame.setAttribute('sandbox', 'allow-forms allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  frame.setAttribute('referrerpolicy', 'no-referrer');
  frame.style.cssText = 'display:block;width:100%;max-width:40rem;border:0;color-scheme:normal;height:' + (fixed || 480) + 'px';
  script.parentNode.insertBefore(frame, script.nextSibling);
  if (fixed) return;
  window.addEventListener('message', function (event) {
    // Only this frame's own messages: from Parasol's origin, and from this very frame (several widgets may share a page).
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var height = event.data && event.data.parasolHeight;
    if (typeof height === 'number' && height > 0 && height < 10000) frame.style.height = Math.ceil(height) + 'px';
  });
})();
