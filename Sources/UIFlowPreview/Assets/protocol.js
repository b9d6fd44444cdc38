// @ts-check
// What the server sends, as JSDoc types: Sources/UIFlowPreview/Protocol.swift and RenderResult.swift
// write it, and docs/preview.md ("The protocol") documents it. Types only: this module has no code.

/**
 * A file as the page knows it (`FILE`).
 * @typedef {object} FileInfo
 * @property {string} id
 * @property {string} name      The path as given on the command line.
 * @property {boolean} exists
 * @property {boolean} editable Whether the page may edit and save it (it is UTF-8 text).
 * @property {string | null} text `null` when the file is not UTF-8.
 * @property {string} version
 */

/**
 * An export format, as a button.
 * @typedef {object} ExportFormat
 * @property {string} format The name `/api/export/FORMAT` takes.
 * @property {string} label
 * @property {string} title
 */

/**
 * `GET /api/session`.
 * @typedef {object} Session
 * @property {string} tool
 * @property {FileInfo[]} files
 * @property {number} maxBodyBytes
 * @property {string[]} exportFormats
 * @property {ExportFormat[]} [exports]
 */

/**
 * A place in a file: lines 1-based, columns 1-based in Unicode scalars.
 * @typedef {object} Place
 * @property {string | null} [file] The file's id; absent for a place in no file of the preview.
 * @property {number} line
 * @property {number} column
 */

/**
 * @typedef {object} Note
 * @property {string} message
 * @property {Place} at
 */

/**
 * A lint finding.
 * @typedef {object} Finding
 * @property {"error" | "warning" | "note"} severity
 * @property {string} rule
 * @property {string} message
 * @property {Place} at
 * @property {string | null} screen The screen whose block holds `at`, or null.
 * @property {Note[]} notes
 */

/**
 * Where a screen is written: its block runs from `at.line` up to, not including, `endLine`.
 * @typedef {object} ScreenPlace
 * @property {string} name
 * @property {Place} at
 * @property {number} endLine
 */

/**
 * An edge of the diagram (its SVG `<title>`) and the transition that draws it.
 * @typedef {object} EdgePlace
 * @property {string} title
 * @property {Place} at
 */

/**
 * A target with no screen block, and where it is first used.
 * @typedef {object} UndefinedPlace
 * @property {string} name
 * @property {Place} [at]
 */

/**
 * @typedef {object} Counts
 * @property {number} screens
 * @property {number} errors
 * @property {number} warnings
 * @property {number} notes
 */

/**
 * What the diagram shows: `{}` for the whole flow.
 * @typedef {object} Shown
 * @property {string} [group]
 * @property {string} [focus]
 * @property {number} [depth]
 */

/**
 * What a render request asks the diagram to draw; left out for the whole flow.
 * @typedef {{group: string} | {focus: string, depth: number}} ViewRequest
 */

/**
 * `POST /api/render`'s answer (`RENDER`).
 * @typedef {object} RenderResult
 * @property {string} [svg]          Absent when Graphviz failed.
 * @property {string} [graphvizError]
 * @property {string[]} graphvizWarnings
 * @property {Counts} counts
 * @property {Finding[]} diagnostics
 * @property {ScreenPlace[]} screens  Every screen of the flow.
 * @property {EdgePlace[]} edges      Those of the diagram drawn.
 * @property {UndefinedPlace[]} undefined Those of the diagram drawn.
 * @property {Record<string, number>} insertionLines By file id: the line before which a new block goes.
 * @property {string[]} groups
 * @property {Shown} shown
 * @property {string} [viewError]
 */

/**
 * `PUT /api/files/ID`'s answer: 200 with the new version, or 409 with what the disk holds.
 * @typedef {object} SaveAnswer
 * @property {FileInfo} file
 * @property {string} [error]
 */

/**
 * The event stream's messages.
 * @typedef {{type: "hello", files: {id: string, version: string}[]}} HelloMessage
 * @typedef {{type: "file", origin: "disk" | "save", file: FileInfo}} FileMessage
 * @typedef {HelloMessage | FileMessage} EventMessage
 */

/**
 * An error's answer.
 * @typedef {object} Failure
 * @property {string} error
 */

export {};
