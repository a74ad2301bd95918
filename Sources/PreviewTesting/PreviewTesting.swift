// Snapshot-testing helpers for users of vfl-preview (see the visual-regression issue).
@_exported import Preview
