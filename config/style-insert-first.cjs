// style-loader's `insert`: a stylesheet imported by JS goes first in <head>, before Emotion's styles.
// Why: third-party CSS (react-datepicker's) is retuned by Chakra styles of the same specificity, which
// must come later to win. With ui-kit loaded per part, the date picker's CSS arrives after Emotion has
// inserted its rules (it is only downloaded with the picker), so appending it would override them.

module.exports = function insertStyleFirst(element) {
  const head = document.head;
  head.insertBefore(element, head.firstChild);
};
