/*
 * Inside the widget's frame: tells the host page's widget.js how tall the content is, so the frame
 * fits it. The message holds one number and nothing about the traveller, so it may go to any
 * parent ('*'); widget.js checks that it comes from Parasol's origin and from its own frame.
 */
(function () {
  'use strict';
  if (window.parent === window) return;
  var last = 0;
  var post = function () {
    // The body's own height: the document's would never shrink below the frame's current height.
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ parasolHeight: height }, '*');
  };
  if (!document.body) return;
  post();
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.body);
  window.addEventListener('load', post);
})();
