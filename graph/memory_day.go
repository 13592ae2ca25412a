package graph

import "github.com/memo-assistant/memo/graph/timeparse"

// namesDay reports whether a memory question names a day or a time ("what
// have ah got on the morra", "what have I on today at all", "מה הולך
// מחר"): such a question, when no memory answers it, may have been the
// schedule's, and "nothing saved" would tell the user a day is empty that
// may not be.
func namesDay(query string, sc scene) bool {
	if r, found, _ := timeparse.Parse(query, sc.now, sc.loc); found && (r.HasDate || r.HasTime) {
		return true
	}
	return len(timeparse.TimeWords(query)) > 0
}
