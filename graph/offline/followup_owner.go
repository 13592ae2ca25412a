package offline

import "strings"

// "and Liam's too" after "remind me to sign Emma's permission slip", "וגם
// של יואב" after "לחתום על האישור של נועה": the deed in focus again, its
// owner replaced. A deed that names no one owner has none to replace, and
// the follow-up is declined.

// ownerAlone is the owner a follow-up names and nothing else: "Liam's",
// "של יואב"; false for anything else.
func ownerAlone(obj string) (string, bool) {
	f := strings.Fields(obj)
	switch {
	case len(f) == 1 && possessive(f[0]):
		return f[0], true
	case len(f) == 2 && possessive(f[1]) && ownerDeterminers[toLower(f[0])]:
		return f[0] + " " + f[1], true // "the kids'"
	case len(f) == 2 && f[0] == "של" && hebrewText(f[1]):
		return f[1], true
	}
	return "", false
}

// ownerDeterminers may open an owner said in two words: "the kids'".
var ownerDeterminers = wordSet(`the my our his her their`)

// possessive reports whether w is a name said as an owner: "Liam's",
// "Liam’s", "the kids'".
func possessive(w string) bool {
	for _, end := range []string{"'s", "’s"} {
		if strings.HasSuffix(w, end) && len(w) > len(end)+1 {
			return true
		}
	}
	return len(w) > 2 && (strings.HasSuffix(w, "s'") || strings.HasSuffix(w, "s’"))
}

// ownerSwapped is title with its one owner replaced by owner: "sign
// Emma's permission slip" and "Liam's" are "sign Liam's permission slip",
// "לחתום על האישור של נועה" and "יואב" are "לחתום על האישור של יואב";
// false when the title names no owner, or more than one.
func ownerSwapped(title, owner string) (string, bool) {
	f := strings.Fields(title)
	at := -1
	for i, w := range f {
		mine := false
		if hebrewText(owner) {
			mine = w == "של" && i+1 < len(f)
		} else {
			mine = possessive(w)
		}
		if !mine {
			continue
		}
		if at >= 0 {
			return "", false // "Emma's mum's form": whose is replaced?
		}
		at = i
	}
	if at < 0 {
		return "", false
	}
	if hebrewText(owner) {
		at++
	}
	if strings.EqualFold(f[at], owner) {
		return "", false // the same owner again: nothing new to do
	}
	f[at] = owner
	return strings.Join(f, " "), true
}
