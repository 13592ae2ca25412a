package offline

import "strings"

// A cancelling is said with what there is none of, or what there is,
// after a pause: "תבטל את הגלישה מחר, אין גלים", "cancel the surf lesson
// tomorrow, no waves", "תבטלי את הפיקניק, יש סערה". The reason is no part
// of the name looked up. A correction ("…, no wait, the 6pm", "…, no the
// doctor") and another thing ("…, יש גם …") are no reason, and a removal
// from a list ("remove milk, no eggs") may name a second thing: read
// whole.

// whyNone is where such a reason after a removal starts in low, or nil.
func whyNone(low string) []int {
	if !reCancelHead.MatchString(low) || !strings.ContainsAny(low, ",;—–") {
		return nil
	}
	for i := 0; i < len(low); i++ {
		if low[i] != ',' && low[i] != ';' && !strings.HasPrefix(low[i:], "—") && !strings.HasPrefix(low[i:], "–") {
			continue
		}
		tail := strings.Fields(strings.TrimLeft(low[i:], ",;—– "))
		if len(tail) < 2 || len(strings.Fields(low[:i])) < 2 {
			continue
		}
		first, second := tail[0], strings.Trim(tail[1], ",.!")
		switch {
		case first == "אין" || first == "יש" && !noneNotWhy[second]:
			return []int{i, i}
		case first == "no" && !noneNotWhy[second]:
			return []int{i, i}
		}
	}
	return nil
}

// reCancelHead is a cancelling: "cancel", "call off", "scrap", "תבטל".
var reCancelHead = compile(`^(?:cancel|call\s+off|scrap|ת(?:בטל|בטלי|בטלו)|בטל|בטלי)(?:\s|$)`)

// noneNotWhy are the words after "no" or "יש" that make it a correction
// or another thing: "no wait", "no the doctor", "יש גם".
var noneNotWhy = wordSet(`wait sorry actually i i'm im it it's its the a an my that this not no make scratch change sorry, mean one
	גם`)
