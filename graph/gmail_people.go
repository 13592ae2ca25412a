package graph

import (
	"context"
	"fmt"
	"strings"

	"github.com/memo-assistant/memo"
)

// savedPeople finds the people a mail names among the contacts saved in
// the second brain (typed, or from a shared contact card), then among the
// user's Google contacts and correspondents (next). Each address is
// offered once; a contact that keeps several offers each.
type savedPeople struct {
	mem    MemoryService
	userID string
	next   memo.ContactSearcher
	// spent counts the model calls of the search (an embedding, when a
	// model is configured).
	spent *memo.Usage
}

var _ memo.ContactSearcher = (*savedPeople)(nil)

// SearchContacts returns the saved contacts named query that have an
// address, then the people next finds.
func (s *savedPeople) SearchContacts(ctx context.Context, query string) ([]memo.Contact, error) {
	ms, usage, err := s.mem.SearchMemories(ctx, s.userID, query, searchLimit)
	*s.spent = s.spent.Add(usage)
	if err != nil {
		return nil, fmt.Errorf("search saved contacts: %w", err)
	}
	var out []memo.Contact
	add := func(c memo.Contact) {
		for _, o := range out {
			if strings.EqualFold(o.Email, c.Email) {
				return
			}
		}
		out = append(out, c)
	}
	for _, m := range ms {
		if m.Kind != memo.MemoryContact {
			continue
		}
		for _, e := range strings.Split(m.Email, ",") {
			if e = strings.TrimSpace(e); strings.Contains(e, "@") {
				add(memo.Contact{Name: m.Name, Email: e})
			}
		}
	}
	if s.next == nil {
		return out, nil
	}
	more, err := s.next.SearchContacts(ctx, query)
	if err != nil {
		return nil, err
	}
	for _, c := range more {
		add(c)
	}
	return out, nil
}
