package offline

import "strings"

// One more thing said right after an add to a list, with "עוד" or "more"
// and nothing else: "עוד תפו"א ובצל", "עוד חלב", "more onions and garlic"
// are added to that list as "ועוד סבון כביסה" is (vavItem). "עוד אחד",
// "עוד משהו", "עוד שאלה", "more time" name no thing, and "עוד" said after
// anything but an add is no add.

// reMoreEN is "more" opening an add with no verb: "more onions", "and
// some more garlic".
var reMoreEN = compile(`^(?:and\s+|oh\s+and\s+|plus\s+)?(?:some\s+)?more\s+(\S.*)$`)

// notMoreThingEN are words after "more" that name no thing to buy.
var notMoreThingEN = wordSet(`time than of please pls info details questions question things stuff one ones`)

// moreItem is the thing said after "עוד" or "more" that opens text, or
// after the ו of vavItem; ok is false when text is no such thing.
func moreItem(text string) (string, bool) {
	if _, found, _ := parseAnyDay(text); found {
		return "", false // "עוד שעה", "עוד 10 דקות": a time, no thing
	}
	if bare, ok := vavItem(text); ok {
		return bare, true
	}
	text = strings.TrimSpace(text)
	if rest, ok := strings.CutPrefix(text, "עוד "); ok {
		return vavItem("ו" + strings.TrimSpace(rest))
	}
	low := toLower(text)
	if g := reMoreEN.FindStringSubmatch(low); g != nil && len(low) == len(text) {
		first, _, _ := strings.Cut(g[1], " ")
		if notMoreThingEN[first] {
			return "", false
		}
		return text[len(text)-len(g[1]):], true
	}
	return "", false
}
