package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
)

// reBackRemove and reBackCheck are a command said after a told action on
// an item, pointing back at it: "… remove it", "… tick it off", "…
// תוריד אותו", "… תסמן".
var (
	reBackRemove = compile(`(?i)[\s,.;!\-–—]+(?:(?:so|and|then|pls|please)\s+)?(?:remove|delete|take\s+off|drop|erase|scratch|cross\s+out)\s+(?:it|them|em|'em|’em|that|those)(?:\s+(?:off|from\s+(?:it|the\s+list)|off\s+the\s+list))?$|` +
		`[\s,.;!\-–—]+(?:(?:so|and|then|pls|please)\s+)?(?:take|cross|strike)\s+(?:it|them|em|'em|’em|that|those)\s+off(?:\s+(?:the\s+list))?$|` +
		`[\s,.;!\-–—]+(?:אז\s+)?(?:ו)?(?:תוריד|תורידי|הורד|תמחק|תמחקי|מחק|תסיר|תסירי|הסר)(?:\s+(?:אותו|אותה|אותם|אותן|את\s+זה|את\s+הם))?(?:\s+(?:מהרשימה|ממנה))?$`)
	reBackCheck = compile(`(?i)[\s,.;!\-–—]+(?:(?:so|and|then|pls|please)\s+)?(?:(?:tick|check|cross|mark)\s+(?:it|them|em|'em|’em|that|those)\s+off|(?:tick|check|cross)\s+off\s+(?:it|them|that)|mark\s+(?:it|them|that)(?:\s+(?:as\s+)?(?:done|bought|got))?)(?:\s+(?:the\s+list))?$|` +
		`[\s,.;!\-–—]+(?:אז\s+)?(?:ו)?(?:תסמן|תסמני|סמן|סמני)(?:\s+(?:אותו|אותה|אותם|אותן|את\s+זה))?(?:\s+(?:ברשימה|כקנוי|כקנויה|כקנויים))?$`)
)

// pointedBack cuts a command pointing back off a told action's item, and
// returns the item with the operation that command asks (op when none is
// said).
func pointedBack(what string, op memo.Op) (string, memo.Op) {
	if loc := reBackRemove.FindStringIndex(what); loc != nil && loc[0] > 0 {
		return strings.TrimSpace(what[:loc[0]]), memo.OpListRemove
	}
	if loc := reBackCheck.FindStringIndex(what); loc != nil && loc[0] > 0 {
		return strings.TrimSpace(what[:loc[0]]), memo.OpListCheck
	}
	return what, op
}
