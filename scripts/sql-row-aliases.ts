import path from 'node:path';
import ts from 'typescript';

/**
 * Checks each `query<Row>(sql)` of a program against its SQL: every required property of the row
 * type must be a column the statement names, and an alias the statement gives once must be a
 * property of the row type. A renamed column or alias otherwise compiles, and the row's field is
 * just `undefined` at run time (docs/architecture.md, "Rules held by lint").
 *
 * Statements built from constants (`${COLUMNS}`) are followed; a part computed at run time makes
 * the first check unsure, so such a statement is checked only for aliases it gives once.
 */
export interface AliasFinding {
  file: string;
  line: number;
  message: string;
}

interface StatementText {
  text: string;
  /** Some part is computed at run time: a column may come from there. */
  partial: boolean;
}

export function sqlRowAliasFindings(
  program: ts.Program,
  accept: (fileName: string) => boolean,
): AliasFinding[] {
  const checker = program.getTypeChecker();
  const findings: AliasFinding[] = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !accept(file.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (isTypedQuery(node)) {
        const statement = statementText(node.arguments[0]!, checker, new Set());
        const rowType = checker.getTypeFromTypeNode(node.typeArguments![0]!);
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        for (const message of mismatches(statement, rowType, checker))
          findings.push({ file: file.fileName, line, message });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return findings;
}

function isTypedQuery(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'query' &&
    node.typeArguments?.length === 1 &&
    node.arguments.length > 0
  );
}

function statementText(
  node: ts.Expression,
  checker: ts.TypeChecker,
  seen: Set<ts.Node>,
): StatementText {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { text: node.text, partial: false };
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    let partial = false;
    for (const span of node.templateSpans) {
      const part = statementText(span.expression, checker, seen);
      text += part.text + span.literal.text;
      partial ||= part.partial;
    }
    return { text, partial };
  }
  if (ts.isParenthesizedExpression(node)) return statementText(node.expression, checker, seen);
  if (ts.isConditionalExpression(node)) {
    const [a, b] = [node.whenTrue, node.whenFalse].map((n) => statementText(n, checker, seen));
    return { text: `${a!.text} ${b!.text}`, partial: a!.partial || b!.partial };
  }
  if (ts.isIdentifier(node)) {
    const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
    if (
      declaration &&
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const &&
      !seen.has(declaration)
    ) {
      seen.add(declaration);
      return statementText(declaration.initializer, checker, seen);
    }
  }
  return { text: '', partial: true };
}

function mismatches(statement: StatementText, rowType: ts.Type, checker: ts.TypeChecker) {
  if (rowType.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return [];
  if (checker.getIndexInfosOfType(rowType).length > 0) return [];
  const properties = checker.getPropertiesOfType(rowType);
  const names = new Set(properties.map((property) => property.name));
  const found: string[] = [];
  const { text } = statement;
  if (!statement.partial) {
    for (const property of properties) {
      if (property.flags & ts.SymbolFlags.Optional) continue;
      const name = property.name;
      // Postgres folds unquoted names to lower case: a camelCase column must be quoted (an alias)
      // or a key of JSON built in the statement.
      const named = /[A-Z]/.test(name)
        ? text.includes(`"${name}"`) || text.includes(`'${name}'`)
        : new RegExp(`\\b${name}\\b`).test(text);
      if (!named) found.push(`row property "${name}" is not a column of the statement`);
    }
  }
  for (const alias of outerAliases(text)) {
    if (names.has(alias)) continue;
    // Used again in the statement (a CTE's column read further on), it is not the row's own.
    if (text.split(`"${alias}"`).length - 1 > 1) continue;
    found.push(`column "${alias}" is not a property of the row type`);
  }
  return found;
}

/**
 * The aliases the statement's own columns get: outside parentheses, so neither a subquery's nor a
 * common table expression's (their columns end up in JSON or are read further on).
 */
function outerAliases(text: string): string[] {
  let depth = 0;
  let outer = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "'") {
      const end = text.indexOf("'", i + 1);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    outer += depth === 0 ? char : ' ';
  }
  return [...outer.matchAll(/\bAS\s+"(\w+)"/gi)].map((match) => match[1]!);
}

/** The findings for a tsconfig's program, for the files below `root`. */
export function sqlRowAliasFindingsFor(tsconfig: string, root: string): AliasFinding[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const prefix = path.resolve(root) + path.sep;
  return sqlRowAliasFindings(program, (fileName) => path.resolve(fileName).startsWith(prefix));
}
