package graph

import (
	"time"

	"github.com/memo-assistant/memo"
)

// madeAfter returns the task or event the chat made last, when it was
// made after since (zero: at any time) and is not undone: what "what did I
// just save?" tells besides the newest memory.
func madeAfter(sc scene, since time.Time) []memo.Item {
	all, err := sc.recall.Actions.List()
	if err != nil {
		return nil
	}
	for i := len(all) - 1; i >= 0; i-- {
		a := all[i]
		if a.Undone || (!since.IsZero() && a.At.Before(since)) {
			continue
		}
		for j := len(a.Tasks) - 1; j >= 0; j-- {
			if c := a.Tasks[j]; c.Before == nil && c.After != nil {
				return []memo.Item{*c.After}
			}
		}
		for j := len(a.Events) - 1; j >= 0; j-- {
			if c := a.Events[j]; c.Before == nil && c.After != nil {
				return []memo.Item{*c.After}
			}
		}
	}
	return nil
}
