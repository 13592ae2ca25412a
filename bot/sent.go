package bot

import "github.com/memo-assistant/memo"

// TaskIDs are the ids of the tasks in a reply's result, which a channel
// records with the message it sent so that a reply quoting it finds them.
func TaskIDs(r *memo.Result) []string {
	if r == nil {
		return nil
	}
	var ids []string
	for _, it := range r.Items {
		if t, ok := it.(memo.Task); ok {
			ids = append(ids, t.ID)
		} else if t, ok := it.(*memo.Task); ok && t != nil {
			ids = append(ids, t.ID)
		}
	}
	return ids
}
