package offline

import "strings"

// A lawyer's or a manager's note opens with the matter it is about, as a
// letter's subject line: "re: smith v. kaplan - remind me mon 8am to call
// opposing counsel". The heading is the reminder's matter: the request is
// read with the heading said after its deed, as "… to call opposing
// counsel re: smith v. kaplan" would be, so the reminder names the
// matter when it comes. Only a heading set off by a dash or a colon
// before "remind me" is read; "re: the smith matter" alone, or a heading
// before anything else, is left as typed.

// reMatterHeading is "re: <matter> - remind me …".
var reMatterHeading = compile(`(?i)^re\s*:\s*(\S.{0,60}?)\s+[-–—:]\s+(remind\s+me\s.+)$`)

// matterHeading says the heading of s after its request (see above).
func matterHeading(s string) string {
	g := reMatterHeading.FindStringSubmatch(strings.TrimSpace(s))
	if g == nil {
		return s
	}
	return strings.TrimRight(g[2], " .!") + " re: " + strings.TrimRight(g[1], " ,")
}
